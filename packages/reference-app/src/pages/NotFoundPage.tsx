import { useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <main className="app-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found: {location.pathname}</h1>
      <p>The page does not exist. Please check the URL.</p>
    </main>
  );
}
