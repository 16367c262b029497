// The sign-up address of the home page's calls to action: it carries the visit's coupon and UTM
// parameters (docs/spec.md §2), so a campaign's attribution and discount survive the click.
const CARRIED = ['cupom', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'force_utm'];

export function signUpHref(search: string): string {
  const from = new URLSearchParams(search);
  const to = new URLSearchParams();
  for (const key of CARRIED) {
    const value = from.get(key);
    if (value) to.set(key, key === 'cupom' ? value.toUpperCase() : value);
  }
  const query = to.toString();
  return query ? `/login/cadastre-se?${query}` : '/login/cadastre-se';
}
