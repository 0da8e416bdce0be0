// Writes the static pictures the project makes itself (DECISIONS.md 16): the fallback category image and
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

mkdirSync(path.join(publicDir, 'images'), { recursive: true });
writeFileSync(path.join(publicDir, 'images', 'category-fallback.svg'), categoryFallback);
writeFileSync(path.join(publicDir, 'favicon.svg'), favicon);
console.log(`Assets written to ${publicDir}`);
