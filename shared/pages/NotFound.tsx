import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The not-found page; logs the attempted path to the console (console.error), for whoever debugs a broken link. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>
          <span className="visually-hidden">404: </span>Oops! Page not found
        </h1>
        <p>The page you were looking for does not exist or may have moved.</p>
        <Link className="button button--primary" to="/">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
