import { Stack, Text } from '@mantine/core';

/** Messages under a row or a section of the season editor (ours or the server's). */
export function FieldMessages({ id, messages }: { id?: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap={2} id={id} data-season-error>
      {messages.map((message) => (
        <Text key={message} size="sm" c="red.7">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

/** The messages of a key and of the keys under it (workingTimes.1, workingTimes.1.weekdays, …). */
export function messagesUnder(errors: Record<string, string>, key: string): string[] {
  return Object.entries(errors)
    .filter(([name]) => name === key || name.startsWith(`${key}.`))
    .map(([, message]) => message)
    .filter((message, index, all) => all.indexOf(message) === index);
}
