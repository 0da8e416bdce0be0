// Writes the static pictures the project makes itself (docs/decisions/016-documents-we-make.md): the fallback category image and
// the favicon. The magazine and the school leaflet are drawn by the web server with pdfkit
// (app/lib/documents.server.ts, docs/decisions/052-documents-made-with-pdfkit.md); the home and gallery
// pictures are drawn by the API's seed. Nothing is downloaded. Run: pnpm --filter @farm/web assets
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

const categoryFallback = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="Seedling">
  <rect width="400" height="300" fill="#f0f7ee"/>
  <rect y="220" width="400" height="80" fill="#dcedd6"/>
  <path d="M200 230 C200 190 200 170 200 150" stroke="#3a7a2c" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M200 170 C170 170 145 150 140 115 C175 115 198 135 200 170 Z" fill="#4b8f3a"/>
  <path d="M200 150 C230 150 258 128 262 92 C225 92 202 115 200 150 Z" fill="#8cc27a"/>
  <ellipse cx="200" cy="232" rx="60" ry="10" fill="#6b4f2a" opacity="0.35"/>
</svg>
`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#2f6324"/><path d="M9 24c0-9 5-14 15-15 0 9-5 15-14 15" fill="#8cc27a"/><path d="M9 24c3-4 6-7 10-9" stroke="#fff" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>
`;

// The empty cart and wishlist (docs/product-rules.md §4: a no-product image when empty): a basket and a heart, each with a sprout.
const emptyCart = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
  <ellipse cx="120" cy="160" rx="88" ry="10" fill="#dcedd6"/>
  <path d="M40 40h22l18 78h96l16-58H72" fill="none" stroke="#2f6324" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="90" cy="140" r="10" fill="#2f6324"/>
  <circle cx="164" cy="140" r="10" fill="#2f6324"/>
  <path d="M120 86c-10-22 4-38 22-40-2 20-10 34-22 40z" fill="#8cc27a"/>
  <path d="M118 86c4-18-6-30-20-30 0 16 8 26 20 30z" fill="#4b8f3a"/>
  <path d="M119 86v14" stroke="#254e1d" stroke-width="4" stroke-linecap="round"/>
</svg>
`;

const emptyWishlist = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
  <ellipse cx="120" cy="160" rx="88" ry="10" fill="#dcedd6"/>
  <path d="M120 142S58 104 58 66c0-20 15-34 33-34 13 0 23 7 29 18 6-11 16-18 29-18 18 0 33 14 33 34 0 38-62 76-62 76z" fill="#f0f7ee" stroke="#2f6324" stroke-width="8" stroke-linejoin="round"/>
  <path d="M120 112c-10-20 3-36 20-38-2 18-9 32-20 38z" fill="#8cc27a"/>
  <path d="M118 112c4-16-5-28-18-28 0 15 7 24 18 28z" fill="#4b8f3a"/>
</svg>
`;

mkdirSync(path.join(publicDir, 'images'), { recursive: true });
writeFileSync(path.join(publicDir, 'images', 'category-fallback.svg'), categoryFallback);
writeFileSync(path.join(publicDir, 'images', 'empty-cart.svg'), emptyCart);
writeFileSync(path.join(publicDir, 'images', 'empty-wishlist.svg'), emptyWishlist);
writeFileSync(path.join(publicDir, 'favicon.svg'), favicon);
console.log(`Assets written to ${publicDir}`);
