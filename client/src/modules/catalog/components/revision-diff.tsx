import { Table, Text } from '@mantine/core';
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
  if (text === '') return <Text size="sm" c="dimmed">{intl.formatMessage({ id: 'revision.diff.empty' })}</Text>;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** A revision field by field: the approved (public) value next to the proposed one. */
export function RevisionDiff({ changes, caption }: { changes: RevisionChange[]; caption: string }) {
  const intl = useIntl();
  const label = (field: string) => {
    const id = FIELD_LABELS[field];
    return id ? intl.formatMessage({ id }) : field;
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" withTableBorder striped data-testid="revision-diff">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="20%">{intl.formatMessage({ id: 'revision.diff.field' })}</Table.Th>
            <Table.Th scope="col" w="40%">{intl.formatMessage({ id: 'revision.diff.approved' })}</Table.Th>
            <Table.Th scope="col" w="40%">{intl.formatMessage({ id: 'revision.diff.proposed' })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={600}>
                <Text size="sm" fw={600}>{label(change.field)}</Text>
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
    </Table.ScrollContainer>
  );
}
