/** Room names shared by the socket handlers and the publishers. */
export const companyRoom = (id: number) => `company:${id}`;
export const userRoom = (id: number) => `user:${id}`;
export const interactionRoom = (id: number) => `interaction:${id}`;
