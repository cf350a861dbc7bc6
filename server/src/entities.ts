// Every TypeORM entity, listed explicitly so the compiled server and the tests load the same set.
import { Amenity, Category, Country, Language, PaymentType, Region, Tag } from './modules/reference/reference.entities.js';

export const entities = [Country, Region, Category, Tag, Amenity, Language, PaymentType];
