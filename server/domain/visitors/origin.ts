/**
 * A widget is admitted only on pages of its web chat's domain: the page's host is the domain or a
 * subdomain of it ('shop.mn' admits 'www.shop.mn', never 'evilshop.mn'). A page served by this
 * server itself (the /demo/site page) is admitted too: its Origin host equals the request's Host.
 */
export function originAllowed(origin: string | undefined, domain: string, requestHost: string | undefined): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (requestHost && url.host === requestHost.toLowerCase()) return true;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const want = domain.toLowerCase();
  return host === want || host.endsWith(`.${want}`);
}
