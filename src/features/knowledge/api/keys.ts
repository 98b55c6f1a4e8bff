/** Query keys of the knowledge feature: everything under `all`, so any change can refresh it all. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  bases: () => ['knowledge', 'bases'] as const,
  files: (filter: object) => ['knowledge', 'files', filter] as const,
  file: (id: number) => ['knowledge', 'file', id] as const,
  qa: (filter: object) => ['knowledge', 'qa', filter] as const,
  importJob: (id: number) => ['knowledge', 'import', id] as const,
  hosts: () => ['knowledge', 'hosts'] as const,
  agentSources: () => ['knowledge', 'agent-sources'] as const,
  indexStatus: () => ['knowledge', 'index-status'] as const,
};
