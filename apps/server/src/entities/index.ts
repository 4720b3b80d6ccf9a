import { columnTypes, type DatabaseKind } from '../db/column-types.ts';
import { authSessionSchema } from './auth-session.entity.ts';
import { couponSchema } from './coupon.entity.ts';
import { loginFailureSchema } from './login-failure.entity.ts';
import { outboundEmailSchema } from './outbound-email.entity.ts';
import { passwordResetSchema } from './password-reset.entity.ts';
import { productSchema } from './product.entity.ts';
import { shippingOptionSchema } from './shipping-option.entity.ts';
import { storeSchema } from './store.entity.ts';
import { uploadSchema } from './upload.entity.ts';
import { userSchema } from './user.entity.ts';

export { AuthSession } from './auth-session.entity.ts';
export { BaseRecord } from './base.ts';
export { Coupon } from './coupon.entity.ts';
export { LoginFailure } from './login-failure.entity.ts';
export { OutboundEmail } from './outbound-email.entity.ts';
export { PasswordReset } from './password-reset.entity.ts';
export { Product } from './product.entity.ts';
export { ShippingOption } from './shipping-option.entity.ts';
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
    productSchema(types),
    couponSchema(types),
    shippingOptionSchema(types),
  ];
}
