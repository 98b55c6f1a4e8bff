// Which conversation the agent has open, so a message there does not ring while they are looking at it.
let openId: number | null = null;

export const openConversation = {
  get: (): number | null => openId,
  set(id: number | null): void {
    openId = id;
  },
};
