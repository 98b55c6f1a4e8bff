import { inArray } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import type { Permission } from '../../contracts';
import type { Db } from '../db/client';
import { interactions, users } from '../db/schema';
import { mayViewInteraction } from '../domain/interactions/find-visible';
import { WORK_PERMISSION } from '../domain/interactions/working-staff';
import { permissionsOf } from '../domain/users/role-permissions';
import type { ClusterLookup } from './cluster-lookup';
import type { AgentSocketData } from './presence';
import { companyRoom, interactionRoom, monitorRoom, userRoom, userWorkRoom, workRoom } from './rooms';

const INTERACTION_ROOM = /^interaction:(\d+)$/;

/** What a socket offers here, wherever it is connected (a RemoteSocket of fetchSockets). */
interface Sock {
  data: AgentSocketData;
  rooms: Set<string>;
  join(room: string | string[]): unknown;
  leave(room: string): unknown;
}

/**
 * Keeps each agent socket in the rooms its user's permissions allow, and in no other: the
 * company's work room (`workRoom`: the company-wide conversation news, for those holding
 * interaction.start) and the user's own (`userWorkRoom`: list badges) and the conversations it follows (each only while find-visible.ts still lets
 * the user read it). Recomputed after a role's permissions or a user's role change, on every
 * process (fetchSockets with the Redis adapter; join and leave reach the socket's own process).
 */
export function createAccessRooms(db: Db, agents: Namespace, lookUp: ClusterLookup) {
  return {
    /** Whether a socket of this user joins the work room when it connects. */
    async mayWork(companyId: number, role: string): Promise<boolean> {
      return (await permissionsOf(db, companyId, role)).includes(WORK_PERMISSION);
    },

    /** After a change of the company's permissions, or of one user's role (`userId`). */
    async refresh(companyId: number, userId?: number): Promise<void> {
      const { found } = await lookUp(agents, userId ? userRoom(userId) : companyRoom(companyId));
      const sockets = (found as unknown as Sock[]).filter((s) => s.data.companyId === companyId);
      if (sockets.length === 0) return;
      const people = await db
        .select({ id: users.id, role: users.role, status: users.status, companyId: users.companyId })
        .from(users)
        .where(inArray(users.id, [...new Set(sockets.map((s) => s.data.userId))]));
      const byRole = new Map<string, Permission[]>();
      for (const role of new Set(people.map((p) => p.role))) byRole.set(role, await permissionsOf(db, companyId, role));
      const permissionsOfUser = (id: number): Permission[] => {
        const p = people.find((u) => u.id === id);
        return p && p.status === 'active' && p.companyId === companyId ? (byRole.get(p.role) ?? []) : [];
      };
      const followed = [...new Set(sockets.flatMap((s) => [...s.rooms].map((r) => Number(INTERACTION_ROOM.exec(r)?.[1] ?? 0)).filter(Boolean)))];
      const rows = followed.length
        ? await db
            .select({
              id: interactions.id,
              companyId: interactions.companyId,
              status: interactions.status,
              ownerUserId: interactions.ownerUserId,
              closedByUserId: interactions.closedByUserId,
            })
            .from(interactions)
            .where(inArray(interactions.id, followed))
        : [];
      await Promise.all(
        sockets.map(async (s) => {
          const viewer = { id: s.data.userId, companyId, permissions: permissionsOfUser(s.data.userId) };
          // The work rooms: the company's conversation news, and this user's list badges.
          if (viewer.permissions.includes(WORK_PERMISSION)) await s.join([workRoom(companyId), userWorkRoom(s.data.userId)]);
          else {
            await s.leave(workRoom(companyId));
            await s.leave(userWorkRoom(s.data.userId));
          }
          // The wall screen's feed is for holders of dashboard.view (monitoring, issue 23).
          if (!viewer.permissions.includes('dashboard.view')) await s.leave(monitorRoom(companyId));
          for (const room of s.rooms) {
            const id = Number(INTERACTION_ROOM.exec(room)?.[1] ?? 0);
            if (!id) continue;
            const row = rows.find((r) => r.id === id);
            if (!row || !mayViewInteraction(viewer, row)) await s.leave(interactionRoom(id));
          }
        }),
      );
    },
  };
}

export type AccessRooms = ReturnType<typeof createAccessRooms>;
