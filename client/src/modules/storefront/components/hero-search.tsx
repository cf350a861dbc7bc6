// The home page's hero: a photograph of the coast, the promise, and the search (what, where, when,
// how many people) that opens /things-to-do with the search page's parameters: q, destination, date, people.
import { Box, Button, Container, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import heroImage from '../assets/hero-adriatic.svg';
import classes from './home.module.css';

export interface SearchCriteria {
  q: string;
  destination: string;
  date: string;
  people: number | '';
}

/** The /things-to-do address for the criteria; empty criteria are left out. */
const MIN_PEOPLE = 1;
const MAX_PEOPLE = 100;

/** What the people field holds: empty, or a whole number kept within 1..100. */
function peopleValue(raw: string): number | '' {
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) return '';
  return Math.min(MAX_PEOPLE, Math.max(MIN_PEOPLE, value));
}

export function thingsToDoPath(criteria: SearchCriteria): string {
  const query = new URLSearchParams();
  if (criteria.q.trim()) query.set('q', criteria.q.trim());
  if (criteria.destination) query.set('destination', criteria.destination);
  if (criteria.date) query.set('date', criteria.date);
  if (criteria.people !== '') query.set('people', String(criteria.people));
  const search = query.toString();
  return `/things-to-do${search ? `?${search}` : ''}`;
}

/** Today in Croatia as YYYY-MM-DD: the earliest day one can search for. */
function todayInZagreb(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date());
}

/**
 * What the form's fields hold in the page itself: on a page rendered by the server the visitor may
 * type before the app has hydrated it, and that text is in the fields but not yet in React's state.
 */
function criteriaInFields(form: HTMLFormElement): SearchCriteria {
  const field = (name: keyof SearchCriteria) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
  return { q: field('q'), destination: field('destination'), date: field('date'), people: peopleValue(field('people')) };
}

interface HeroSearchProps {
  destinations: { slug: string; name: string }[];
}

export function HeroSearch({ destinations }: HeroSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [criteria, setCriteria] = useState<SearchCriteria>({ q: '', destination: '', date: '', people: 2 });
  const set = (change: Partial<SearchCriteria>) => setCriteria((current) => ({ ...current, ...change }));
  const formRef = useRef<HTMLFormElement>(null);

  // Once hydrated, keep what was typed before (else the first render's empty state wipes it).
  useEffect(() => {
    if (formRef.current) setCriteria(criteriaInFields(formRef.current));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(thingsToDoPath(criteria));
  };

  return (
    <Box className={classes.hero}>
      <img src={heroImage} alt="" className={classes.heroImage} width={1600} height={900} fetchPriority="high" />
      <Container size="xl" px={{ base: 'md', sm: 'lg' }} py={{ base: 48, sm: 72 }} w="100%">
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1} className={classes.heroTitle}>
              {intl.formatMessage({ id: 'home.hero.title' })}
            </Title>
            <Text className={classes.heroLead}>{intl.formatMessage({ id: 'home.hero.lead' })}</Text>
          </Stack>
          <form
            ref={formRef}
            role="search"
            aria-label={intl.formatMessage({ id: 'homeSearch.label' })}
            className={classes.searchCard}
            onSubmit={submit}
          >
            <TextInput
              className={classes.searchWide}
              label={intl.formatMessage({ id: 'homeSearch.what' })}
              placeholder={intl.formatMessage({ id: 'homeSearch.whatPlaceholder' })}
              name="q"
              value={criteria.q}
              onChange={(event) => set({ q: event.currentTarget.value })}
              maxLength={200}
              size="md"
            />
            <NativeSelect
              className={classes.searchWide}
              label={intl.formatMessage({ id: 'homeSearch.where' })}
              name="destination"
              value={criteria.destination}
              onChange={(event) => set({ destination: event.currentTarget.value })}
              data={[
                { value: '', label: intl.formatMessage({ id: 'homeSearch.anywhere' }) },
                ...destinations.map((destination) => ({ value: destination.slug, label: destination.name })),
              ]}
              size="md"
            />
            <TextInput
              type="date"
              label={intl.formatMessage({ id: 'homeSearch.when' })}
              name="date"
              value={criteria.date}
              min={todayInZagreb()}
              onChange={(event) => set({ date: event.currentTarget.value })}
              size="md"
            />
            {/* A native number field (not Mantine's NumberInput): the home page's first load carries
                no number-formatting library. Whole numbers from 1 to 100. */}
            <TextInput
              type="number"
              inputMode="numeric"
              label={intl.formatMessage({ id: 'homeSearch.people' })}
              name="people"
              value={criteria.people}
              onChange={(event) => set({ people: peopleValue(event.currentTarget.value) })}
              min={MIN_PEOPLE}
              max={MAX_PEOPLE}
              step={1}
              size="md"
            />
            <Button type="submit" size="md" color="terracotta" className={classes.searchWide}>
              {intl.formatMessage({ id: 'homeSearch.submit' })}
            </Button>
          </form>
        </Stack>
      </Container>
    </Box>
  );
}
