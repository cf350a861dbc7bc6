import { useIntl } from 'react-intl';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const intl = useIntl();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {intl.formatMessage({ id: 'app.skipToContent' })}
    </a>
  );
}
