// The storefront's footer: explore, about Lokalno, partners and the legal pages, on every public page.
import { Box, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../shared/i18n/messages';
import classes from './storefront-layout.module.css';

interface FooterColumn {
  heading: MessageId;
  links: { label: MessageId; to: string }[];
}

const COLUMNS: FooterColumn[] = [
  {
    heading: 'storefront.footer.explore',
    links: [
      { label: 'storefront.nav.thingsToDo', to: '/things-to-do' },
      { label: 'storefront.footer.mostRecent', to: '/most-recent' },
      { label: 'storefront.nav.destinations', to: '/destinations' },
      { label: 'storefront.nav.categories', to: '/categories' },
    ],
  },
  {
    heading: 'storefront.footer.lokalno',
    links: [
      { label: 'storefront.footer.aboutUs', to: '/about-us' },
      { label: 'storefront.footer.help', to: '/help' },
      { label: 'storefront.footer.customTours', to: '/custom-private-tours' },
      { label: 'storefront.footer.christmas', to: '/bozic-akcija' },
    ],
  },
  {
    heading: 'storefront.footer.partners',
    links: [
      { label: 'storefront.footer.becomeProvider', to: '/register-partners' },
      { label: 'storefront.footer.accommodation', to: '/register-accomodation' },
      { label: 'storefront.footer.sell', to: '/sell' },
    ],
  },
  {
    heading: 'storefront.footer.legal',
    links: [
      { label: 'storefront.footer.privacy', to: '/privacy-policy' },
      { label: 'storefront.footer.cookies', to: '/cookie-policy' },
      { label: 'storefront.footer.terms', to: '/site-terms-conditions' },
      { label: 'storefront.footer.travelConditions', to: '/travel-conditions' },
    ],
  },
];

export function StorefrontFooter() {
  const intl = useIntl();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" px={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl" verticalSpacing="xl">
          {COLUMNS.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2 id={`footer-${column.heading}`} className={classes.footerHeading}>
                {intl.formatMessage({ id: column.heading })}
              </h2>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.footerLink}>
                      {intl.formatMessage({ id: link.label })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </SimpleGrid>
        <Group justify="space-between" className={classes.footerBottom} gap="xs">
          <Text size="xs" c="sea.1">
            {intl.formatMessage({ id: 'storefront.footer.tagline' })}
          </Text>
          <Text size="xs" c="sea.1">
            © {new Date().getFullYear()} Lokalno
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
