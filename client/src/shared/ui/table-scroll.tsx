// A table that scrolls sideways on narrow screens. Its scrolling area takes the keyboard focus, so that
// a keyboard user can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
import { Table, type TableScrollContainerProps } from '@mantine/core';

export function TableScroll({ children, ...props }: TableScrollContainerProps) {
  return (
    <Table.ScrollContainer {...props} scrollAreaProps={{ ...props.scrollAreaProps, viewportProps: { tabIndex: 0 } }}>
      {children}
    </Table.ScrollContainer>
  );
}
