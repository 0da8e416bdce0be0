const paths = `home about gallery commercial industrial institutional residential policy-guidelines terms-conditions privacy-policy blog-list blog-details blog-details/x Magazine.pdf future-farmers-school.pdf products products/x product-detail/x cart cart/add wishlist wishlist/add checkout order-confirmation/x service/x planner planner/x planner/x/plan.pdf product-detail/x/customize customize career contact customize-form customize-form/x language sitemap.xml robots.txt login register forget email-verification reset-password logout account account/orders account/orders/x account/enquiries account/enquiries/x account/addresses account/addresses/x account/profile account/password account/delete account/devices admin-panel/live/x admin-panel admin-panel/dashboard admin-panel/customers admin-panel/planner admin-panel/order admin-panel/order/x admin-panel/customers/x admin-panel/report-payments admin-panel/report-payments/csv admin-panel/products admin-panel/products/add-products admin-panel/products/add-products/x admin-panel/service-category admin-panel/service-category/add-service admin-panel/service-category/add-category/x admin-panel/blog admin-panel/blogs/blogs-create admin-panel/gallery admin-panel/gallery/add-gallery`.split(/\s+/);
const ids = ['x', '000000000000000000000000', '%E0%A4%A', 'a'.repeat(3000)];
const queries = ['', '?page=-1&limit=99999&lang=zz', '?search=%00%ff&sort=__proto__&redirectTo=//evil.com', '?from=2026-13-45&to=x&status=Nope', '?page=1e400&minPrice=NaN&category[]=1', '?_data=root&index', '?redirect=http%3A%2F%2Fevil'];
const forms = [
  'intent=delete&id[]=1&quantity=-5&productId=%00',
  'email=a%40b.c&password=x&name=' + 'x'.repeat(20000),
  'intent=' + 'z'.repeat(500) + '&__proto__[x]=1',
  '',
];
const cookie = process.env.COOKIE ?? '';
let n = 0, bad = 0;
for (const p0 of paths) for (const id of ids) {
  const p = p0.replace(/\/x(\/|$)/g, `/${id}$1`);
  if (id !== 'x' && p === p0) continue;
  for (const auth of [false, true]) {
    for (const q of queries) {
      n++;
      const res = await fetch(`http://localhost:3000/${p}${q}`, { redirect: 'manual', headers: auth ? { cookie } : {} }).catch(e => ({ status: 'ERR ' + e.message }));
      if (res.status >= 500 || String(res.status).startsWith('ERR')) { bad++; if (true) console.log(res.status, 'GET', p.slice(0, 90), q, auth); }
    }
    for (const f of forms) for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=zzz', 'application/json', 'text/plain']) {
      n++;
      const res = await fetch(`http://localhost:3000/${p}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': type, origin: 'http://localhost:3000', ...(auth ? { cookie } : {}) }, body: f }).catch(e => ({ status: 'ERR ' + e.message }));
      if (res.status >= 500 || String(res.status).startsWith('ERR')) { bad++; if (true) console.log(res.status, 'POST', p.slice(0, 90), type, auth, f.slice(0, 50)); }
    }
  }
}
console.log('requests', n, 'bad', bad);
