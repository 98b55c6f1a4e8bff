/**
 * The SIP user of a person's softphone: their company and extension, so extensions need be unique
 * only within a company while Kamailio's registrar (one domain) keeps every company apart.
 */
export const sipUserOf = (companyId: number, extension: string) => `c${companyId}x${extension}`;

export function parseSipUser(user: string): { companyId: number; extension: string } | null {
  const m = /^c(\d{1,9})x(\d{1,10})$/.exec(user);
  return m ? { companyId: Number(m[1]), extension: m[2] } : null;
}
