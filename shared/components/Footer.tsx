import { Link } from 'react-router-dom';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import MapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import { site, addressLine, mailto } from '../content/site.js';
import { companyLineOf } from '../content/registration.js';
import { useMessages } from '../i18n/messages.js';
import { resourceLinks, legalLinks, serviceLinks, type NavItem } from './navigation.js';
import { useRenderContext } from '../renderContext.js';
import { Icon } from './Icon.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

const serviceFooterLinks = serviceLinks.filter((l) => l.to.startsWith('/services/'));

function FooterColumn({ id, title, links }: { id: string; title: string; links: readonly NavItem[] }) {
  const m = useMessages('common');
  return (
    <nav className="footer__column" aria-labelledby={id}>
      <h2 id={id} className="footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label(m)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: blurb, address, email, link columns, and the copyright line with the registration details. */
export function Footer() {
  const { year } = useRenderContext();
  const m = useMessages('common');
  const f = m.footer;
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <p className="footer__name">{site.name}</p>
          <p className="footer__blurb">{f.blurb()}</p>
          <address className="footer__address">
            <p>
              <Icon icon={MapPin} />
              <span>{f.registeredOffice({ address: addressLine })}</span>
            </p>
            <p>
              <Icon icon={Mail} />
              <a href={mailto()}>{site.email}</a>
            </p>
          </address>
        </div>
        <FooterColumn id="footer-services" title={f.services()} links={serviceFooterLinks} />
        <FooterColumn id="footer-resources" title={f.resources()} links={resourceLinks} />
        <FooterColumn id="footer-legal" title={f.legal()} links={legalLinks} />
      </div>
      <div className="container footer__bottom">
        <p>{f.copyright({ year, legalName: site.legalName, companyLine: companyLineOf(m), parent: site.parent })}</p>
        <p>{f.guidance()}</p>
      </div>
      <div className="container">
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
