// What staff see of a revision: the service, the revision and its field-by-field difference.
import { Field, ObjectType } from 'type-graphql';
import { Photo } from './photo.entity.js';
import { ServiceRevision } from './service-revision.entity.js';
import { Service } from './service.entity.js';

@ObjectType({ description: 'One changed field of a revision, as text in the language of the request.' })
export class RevisionChange {
  @Field({ description: 'The ServiceInput field, e.g. "description".' })
  field: string;

  @Field({ description: 'The approved (public) value.' })
  approvedValue: string;

  @Field({ description: 'The proposed value.' })
  proposedValue: string;
}

@ObjectType({ description: 'Staff: a pending revision with its service and the changed fields.' })
export class RevisionReview {
  @Field(() => ServiceRevision)
  revision: ServiceRevision;

  @Field(() => Service, { description: 'The service as guests see it now.' })
  service: Service;

  @Field(() => [RevisionChange])
  changes: RevisionChange[];

  @Field(() => [Photo], {
    description: 'Photos added to the live service that wait with this revision; guests see them once it is approved.',
  })
  newPhotos: Photo[];
}
