import { columnTypes, type DatabaseKind } from '../db/column-types.ts';
import { authSessionSchema } from './auth-session.entity.ts';
import { loginFailureSchema } from './login-failure.entity.ts';
import { outboundEmailSchema } from './outbound-email.entity.ts';
import { passwordResetSchema } from './password-reset.entity.ts';
import { storeSchema } from './store.entity.ts';
import { uploadSchema } from './upload.entity.ts';
import { userSchema } from './user.entity.ts';

export { AuthSession } from './auth-session.entity.ts';
export { BaseRecord } from './base.ts';
export { LoginFailure } from './login-failure.entity.ts';
export { OutboundEmail } from './outbound-email.entity.ts';
export { PasswordReset } from './password-reset.entity.ts';
export { Store } from './store.entity.ts';
export { Upload } from './upload.entity.ts';
export { User } from './user.entity.ts';

/** The entity schemas for a DataSource on the given kind of database. */
export function entities(kind: DatabaseKind) {
  const types = columnTypes(kind);
  return [
    userSchema(types),
    storeSchema(types),
    authSessionSchema(types),
    passwordResetSchema(types),
    loginFailureSchema(types),
    uploadSchema(types),
    outboundEmailSchema(types),
  ];
}
