// A photo tile of a destination (region) or category: its cover photo, name and number of
// experiences; the whole tile links to its list, named by that visible text (WCAG 2.5.3, label in name).
import { AspectRatio, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CatalogGroupFieldsFragment } from '../../../graphql/generated';
import { ServicePhoto } from '../../../shared/ui/service-photo';
import classes from './home.module.css';

interface CatalogGroupTileProps {
  group: CatalogGroupFieldsFragment;
  to: string;
  ratio?: number;
  sizes?: string;
}

export function CatalogGroupTile({ group, to, ratio = 4 / 3, sizes = '(min-width: 62em) 25vw, 50vw' }: CatalogGroupTileProps) {
  const intl = useIntl();
  return (
    <Link to={to} className={classes.tile} data-testid="catalog-group-tile">
      <AspectRatio ratio={ratio}>
        <div>
          {group.coverPhoto && (
            <ServicePhoto
              className={classes.tilePhoto}
              name={group.coverPhoto.name}
              description=""
              width={group.coverPhoto.width}
              height={group.coverPhoto.height}
              sizes={sizes}
            />
          )}
          <div className={classes.tileCaption}>
            <h3 className={classes.tileName}>{group.name}</h3>
            <Text size="sm" c="sea.0">
              {intl.formatMessage({ id: 'overview.count' }, { count: group.serviceCount })}
            </Text>
          </div>
        </div>
      </AspectRatio>
    </Link>
  );
}
