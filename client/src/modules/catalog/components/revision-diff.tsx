import { TableScroll } from '../../../shared/ui/table-scroll';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/messages';

export interface RevisionChange {
  field: string;
  approvedValue: string;
  proposedValue: string;
}

/** The form label of each reviewed field (the server names them as in ServiceInput). */
const FIELD_LABELS: Partial<Record<string, MessageId>> = {
  title: 'service.title',
  categoryId: 'service.category',
  regionId: 'service.region',
  tagIds: 'service.tags',
  amenityIds: 'service.amenities',
  languageCodes: 'service.languages',
  description: 'service.description',
  ownerStatement: 'service.ownerStatement',
  microLocation: 'service.microLocation',
  included: 'service.included',
  characteristics: 'service.characteristics',
  remark: 'service.remark',
  arrivalInstructions: 'service.arrivalInstructions',
  meetingPoint: 'service.meetingPoint',
  meetingLatitude: 'revision.field.latitude',
  meetingLongitude: 'revision.field.longitude',
  country: 'service.country',
  distances: 'service.distances.label',
};

function Value({ text }: { text: string }) {
  const intl = useIntl();
  if (text === '')
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'revision.diff.empty' })}
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** On a phone the three columns do not fit: each field is a block with the approved value above the proposed one. */
function StackedDiff({ changes, caption, label }: { changes: RevisionChange[]; caption: string; label(field: string): string }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" component="section" aria-label={caption} data-testid="revision-diff">
      {changes.map((change) => (
        <Paper key={change.field} withBorder radius="sm" p="sm">
          <Stack gap={6}>
            <Text fw={700}>{label(change.field)}</Text>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {intl.formatMessage({ id: 'revision.diff.approved' })}
            </Text>
            <Value text={change.approvedValue} />
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {intl.formatMessage({ id: 'revision.diff.proposed' })}
            </Text>
            <Value text={change.proposedValue} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A revision field by field: the approved (public) value next to the proposed one. */
export function RevisionDiff({ changes, caption }: { changes: RevisionChange[]; caption: string }) {
  const intl = useIntl();
  const wide = useMediaQuery('(min-width: 36em)', true);
  const label = (field: string) => {
    const id = FIELD_LABELS[field];
    return id ? intl.formatMessage({ id }) : field;
  };
  if (!wide) return <StackedDiff changes={changes} caption={caption} label={label} />;
  return (
    <TableScroll minWidth={420}>
      <Table verticalSpacing="xs" withTableBorder striped data-testid="revision-diff">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="20%">
              {intl.formatMessage({ id: 'revision.diff.field' })}
            </Table.Th>
            <Table.Th scope="col" w="40%">
              {intl.formatMessage({ id: 'revision.diff.approved' })}
            </Table.Th>
            <Table.Th scope="col" w="40%">
              {intl.formatMessage({ id: 'revision.diff.proposed' })}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={600}>
                <Text size="sm" fw={600}>
                  {label(change.field)}
                </Text>
              </Table.Th>
              <Table.Td>
                <Value text={change.approvedValue} />
              </Table.Td>
              <Table.Td>
                <Value text={change.proposedValue} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
