/**
 * Full-page navigations, behind one object: jsdom cannot navigate, so tests swap these methods
 * for recorders instead of mocking modules.
 */
export const page = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
