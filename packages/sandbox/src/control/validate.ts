import { controlBodyReader } from '../shared/control-body.ts';
import { CONTROL_SCHEMAS } from './schemas.ts';

/** The JSON body of a `/__sandbox` request checked against one of CONTROL_SCHEMAS. */
export const controlBody = controlBodyReader(CONTROL_SCHEMAS);
