import type { ReactNode } from 'react';
import { Outlet, Scripts, ScrollRestoration } from 'react-router';
import { page, render } from './page';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>{page.head.map((node, i) => render(node, i))}</head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
