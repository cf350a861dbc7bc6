// The booker's review of a reservation, from My bookings (signed in) or the emailed booking link:
// overall stars (required), the four optional sub-ratings, text, the language it is written in, the
// first name and country shown (never the email); then up to 5 photos. Says why when it cannot be written.
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Rating,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../shared/api/api-error';
import { photoUrl } from '../../shared/ui/image-service';
import { useNotify } from '../../shared/ui/use-notify';
import { useAuth } from '../accounts/hooks/use-auth';
import { ReviewCard, SUB_RATINGS } from './review-card';
import {
  addReviewPhoto,
  countries as loadCountries,
  type CountryOption,
  deleteReviewPhoto,
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TEXT,
  reviewState,
  saveReview,
  type PublicReview,
  type ReviewAccess,
  type ReviewEligibility,
  type ReviewInput,
} from './reviews-api';
import { ReviewsPolicyLink } from './service-reviews';

type SubKey = (typeof SUB_RATINGS)[number];

function StarsInput({
  label,
  value,
  onChange,
  required,
  error,
  name,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  required?: boolean;
  error?: string | null;
  name: string;
}) {
  const intl = useIntl();
  return (
    <Input.Wrapper label={label} required={required} error={error} id={`${name}-label`}>
      <Rating
        value={value}
        onChange={onChange}
        size="lg"
        color="orange.7"
        name={name}
        getSymbolLabel={(index) => intl.formatMessage({ id: 'reviews.starsInput' }, { value: index, label })}
        data-testid={`stars-${name}`}
      />
    </Input.Wrapper>
  );
}

function errorText(failure: unknown): { fields: Record<string, string>; message: string } {
  if (failure instanceof ApiError) return { fields: (failure.fields ?? {}) as Record<string, string>, message: failure.message };
  return { fields: {}, message: String(failure) };
}

function Photos({ access, review, onChange }: { access: ReviewAccess; review: PublicReview; onChange: (review: PublicReview) => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upload = async (files: File[]) => {
    setBusy(true);
    try {
      let current = review;
      for (const file of files.slice(0, MAX_REVIEW_PHOTOS - review.photos.length)) current = await addReviewPhoto(access, file);
      onChange(current);
    } catch (failure) {
      notify.error({ text: errorText(failure).message });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (name: string) => onChange(await deleteReviewPhoto(access, name));
  return (
    <Stack gap="xs">
      <Text fw={600}>{intl.formatMessage({ id: 'reviews.photos' }, { max: MAX_REVIEW_PHOTOS })}</Text>
      {review.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {review.photos.map((photo, index) => (
            <Stack gap={4} key={photo.name}>
              <Image
                src={photoUrl(photo.name, { w: 240, h: 240, fit: 'cover', auto: 'format' })}
                alt={intl.formatMessage({ id: 'reviews.yourPhoto' }, { index: index + 1 })}
                h={80}
                radius="sm"
                fit="cover"
              />
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(photo.name)}>
                {intl.formatMessage({ id: 'reviews.removePhoto' })}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {review.photos.length < MAX_REVIEW_PHOTOS && (
        <FileButton onChange={upload} accept="image/jpeg,image/png,image/webp,image/heic,image/avif" multiple>
          {(props) => (
            <Button {...props} variant="light" loading={busy} w="fit-content" data-testid="review-add-photo">
              {intl.formatMessage({ id: 'reviews.addPhotos' })}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}

export function ReviewForm({ access }: { access: ReviewAccess }) {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useAuth();
  const [countries, setCountries] = useState<CountryOption[]>([]);
  const [state, setState] = useState<ReviewEligibility | null>(null);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ReviewInput>({
    overall: 0,
    language: intl.locale === 'hr' ? 'hr' : 'en',
    authorName: user?.name.split(' ')[0] ?? '',
    authorCountry: null,
    text: '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const key = access.kind === 'customer' ? String(access.reservationId) : `${access.number}:${access.token}`;

  useEffect(() => {
    const abort = new AbortController();
    reviewState(access, abort.signal).then(setState, () => !abort.signal.aborted && setState(null));
    loadCountries(abort.signal).then(setCountries, () => undefined);
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the access is named by its key
  }, [key]);

  if (!state) return null;
  const review = state.review;
  if (!state.eligible && !review) {
    // Nothing to offer before the start or for a booking that cannot be reviewed; past the window, say so.
    if (state.reason !== 'TOO_LATE' && state.reason !== 'NO_SHOW') return null;
    return (
      <Text c="dimmed" size="sm">
        {intl.formatMessage({ id: `reviews.refused.${state.reason}` })}
      </Text>
    );
  }

  const set = <K extends keyof ReviewInput>(name: K, value: ReviewInput[K]) => setValues((before) => ({ ...before, [name]: value }));
  const submit = async () => {
    if (values.overall < 1) {
      setFields({ overall: intl.formatMessage({ id: 'reviews.overallRequired' }) });
      return;
    }
    setSaving(true);
    setFields({});
    setMessage(null);
    try {
      const saved = await saveReview(access, { ...values, text: values.text?.trim() || null }, review !== null);
      setState({ ...state, eligible: false, reason: 'ALREADY_REVIEWED', review: saved });
      setEditing(false);
      notify.success({ id: 'reviews.saved' });
    } catch (failure) {
      const error = errorText(failure);
      setFields(error.fields);
      if (Object.keys(error.fields).length === 0) setMessage(error.message);
    } finally {
      setSaving(false);
    }
  };
  const startEditing = (current: PublicReview) => {
    setValues({
      overall: current.overall,
      serviceQuality: current.serviceQuality,
      organisation: current.organisation,
      valueForMoney: current.valueForMoney,
      safety: current.safety,
      text: current.text ?? '',
      language: current.language,
      authorName: current.authorName,
      authorCountry: current.authorCountry,
    });
    setEditing(true);
  };
  const open = state.until ? Date.now() < new Date(state.until).getTime() : false;

  if (review && !editing) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="your-review">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {intl.formatMessage({ id: 'reviews.yours' })}
          </Title>
          <ReviewCard review={review} />
          {open && (
            <>
              <Photos access={access} review={review} onChange={(next) => setState({ ...state, review: next })} />
              <Button variant="subtle" w="fit-content" onClick={() => startEditing(review)}>
                {intl.formatMessage({ id: 'reviews.edit' })}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid="review-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {intl.formatMessage({ id: 'reviews.formTitle' })}
        </Title>
        <StarsInput
          name="overall"
          label={intl.formatMessage({ id: 'reviews.overall' })}
          value={values.overall}
          onChange={(value) => set('overall', value)}
          required
          error={fields.overall}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {SUB_RATINGS.map((name: SubKey) => (
            <StarsInput
              key={name}
              name={name}
              label={intl.formatMessage({ id: `reviews.sub.${name}` })}
              value={values[name] ?? 0}
              onChange={(value) => set(name, value)}
              error={fields[name]}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={intl.formatMessage({ id: 'reviews.text' })}
          value={values.text ?? ''}
          onChange={(event) => set('text', event.currentTarget.value)}
          maxLength={MAX_REVIEW_TEXT}
          autosize
          minRows={4}
          error={fields.text}
          description={intl.formatMessage({ id: 'reviews.textHint' }, { max: MAX_REVIEW_TEXT })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={intl.formatMessage({ id: 'reviews.firstName' })}
            value={values.authorName}
            onChange={(event) => set('authorName', event.currentTarget.value)}
            required
            maxLength={60}
            error={fields.authorName}
          />
          <Select
            label={intl.formatMessage({ id: 'reviews.country' })}
            data={countries.map((country) => ({ value: country.code, label: country.name }))}
            value={values.authorCountry ?? null}
            onChange={(value) => set('authorCountry', value)}
            searchable
            clearable
            error={fields.authorCountry}
          />
          <Select
            label={intl.formatMessage({ id: 'reviews.language' })}
            data={[
              { value: 'en', label: 'English' },
              { value: 'hr', label: 'Hrvatski' },
            ]}
            value={values.language}
            onChange={(value) => set('language', value ?? 'en')}
            allowDeselect={false}
            error={fields.language}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'reviews.shownAs' })}
        </Text>
        {message && <Alert color="red">{message}</Alert>}
        <Group>
          <Button onClick={submit} loading={saving} data-testid="review-submit">
            {intl.formatMessage({ id: review ? 'reviews.saveEdit' : 'reviews.send' })}
          </Button>
          {review && (
            <Button variant="subtle" onClick={() => setEditing(false)}>
              {intl.formatMessage({ id: 'reviews.cancelEdit' })}
            </Button>
          )}
        </Group>
        <ReviewsPolicyLink />
      </Stack>
    </Paper>
  );
}
