import fp from 'fastify-plugin';
import { createEmbedder, type Embedder } from '../domain/knowledge/embedder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fills knowledge vectors in the background while EMBEDDINGS_URL is set (idle otherwise). */
    knowledgeEmbedder?: Embedder;
  }
}

/** Optional embeddings of the knowledge index (lib/embeddings-config.ts): the background embedder of this process. */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      app.knowledgeEmbedder = createEmbedder(app.db, app.log);
    });
    app.addHook('preClose', async () => {
      await app.knowledgeEmbedder?.stop();
    });
  },
  { name: 'knowledge-embeddings' },
);
