import { useLoaderData } from 'react-router';
import { page, render } from '../page';

// The page's loader data goes through React Router's encoding, as the app's does.
export async function loader() {
  return { data: page.data };
}

export default function Page() {
  useLoaderData<typeof loader>();
  return <>{page.body.map((node, i) => render(node, i))}</>;
}
