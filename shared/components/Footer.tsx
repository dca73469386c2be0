import { Link } from 'react-router-dom';
import { Mail, MapPin } from 'lucide-react';
import { site, addressLine, mailto } from '../content/site.js';
import { services } from '../content/services/index.js';
import { resourceLinks, legalLinks } from './navigation.js';
import { useSite } from '../siteContext.js';

/** The site footer: blurb, registered address, email, service/resource/legal links, copyright. */
export function Footer() {
  const { year } = useSite();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <p className="footer__name">{site.name}</p>
          <p className="footer__blurb">
            International advisory for corporations, investors, financial institutions and
            families: structured, secure and compliant across Europe, the Middle East, Asia Pacific
            and the Americas.
          </p>
          <address className="footer__address">
            <p>
              <MapPin className="icon" aria-hidden="true" />
              <span>
                Registered office: {addressLine}
              </span>
            </p>
            <p>
              <Mail className="icon" aria-hidden="true" />
              <a href={mailto()}>{site.email}</a>
            </p>
          </address>
        </div>
        <nav className="footer__column" aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer__heading">
            Services
          </h2>
          <ul>
            {services.map((s) => (
              <li key={s.slug}>
                <Link to={`/services/${s.slug}`}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__column" aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="footer__heading">
            Resources
          </h2>
          <ul>
            {resourceLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__column" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer__heading">
            Legal
          </h2>
          <ul>
            {legalLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer__bottom">
        <p>{`© ${year} ${site.legalName}, ${site.registration}. A direct subsidiary of ${site.parent}.`}</p>
        <p>Information on this website is general guidance, not advice.</p>
      </div>
    </footer>
  );
}
