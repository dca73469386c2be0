import { Link } from 'react-router-dom';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import MapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import { site, addressLine, companyLine, mailto } from '../content/site.js';
import { resourceLinks, legalLinks, serviceLinks, type NavItem } from './navigation.js';
import { useRenderContext } from '../renderContext.js';
import { Icon } from './Icon.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

/** The six service pages (the dropdown's entries without the overview). */
const serviceFooterLinks = serviceLinks.filter((l) => l.to.startsWith('/services/'));

/** A labelled column of footer links. */
function FooterColumn({ id, title, links }: { id: string; title: string; links: readonly NavItem[] }) {
  return (
    <nav className="footer__column" aria-labelledby={id}>
      <h2 id={id} className="footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer: blurb, registered address, email, service/resource/legal links, and the
 * copyright line with the company's statutory registration details.
 */
export function Footer() {
  const { year } = useRenderContext();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <p className="footer__name">{site.name}</p>
          <p className="footer__blurb">
            International advisory for corporations, investors, financial institutions and families: structured, secure
            and compliant across Europe, the Middle East, Asia Pacific and the Americas.
          </p>
          <address className="footer__address">
            <p>
              <Icon icon={MapPin} />
              <span>Registered office: {addressLine}</span>
            </p>
            <p>
              <Icon icon={Mail} />
              <a href={mailto()}>{site.email}</a>
            </p>
          </address>
        </div>
        <FooterColumn id="footer-services" title="Services" links={serviceFooterLinks} />
        <FooterColumn id="footer-resources" title="Resources" links={resourceLinks} />
        <FooterColumn id="footer-legal" title="Legal" links={legalLinks} />
      </div>
      <div className="container footer__bottom">
        <p>{`© ${year} ${site.legalName}. ${companyLine}. A direct subsidiary of ${site.parent}.`}</p>
        <p>Information on this website is general guidance, not advice.</p>
      </div>
      <div className="container">
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
