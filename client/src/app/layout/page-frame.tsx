// The frame of the guest and entry screens: a fixed header over the content (no side menu). The
// signed-in dashboard draws its frame with a side menu the same way (dashboard-layout.module.css).
import type { ReactNode } from 'react';
import classes from './page-frame.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function PageFrame({
  header,
  headerClassName,
  children,
  after,
}: {
  header: ReactNode;
  headerClassName?: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className={classes.frame}>
      <SkipLink />
      <header className={headerClassName ? `${classes.header} ${headerClassName}` : classes.header}>{header}</header>
      <main id={MAIN_CONTENT_ID} className={classes.main}>
        {children}
      </main>
      {after}
    </div>
  );
}
