import type { Coupon } from '@pagora/contract';
import { type CouponValues, MarketingScreen, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from '../../api/coupons.ts';
import { fieldOfMessage, requireStore, useStoreData } from './useStoreData.ts';

type CouponErrors = Partial<Record<keyof CouponValues, string>>;

const noCoupons: Coupon[] = [];

/** The form field a server message is about (shown there as well as in the toast). */
const couponFieldRules: [RegExp, keyof CouponValues][] = [
  [/código/i, 'code'],
  [/total de usos/i, 'totalUses'],
  [/data de início/i, 'startDate'],
  [/data de término/i, 'endDate'],
  [/desconto|percentual/i, 'discountValue'],
  [/nome/i, 'name'],
];

/** /marketing: the active store's coupons (create, edit, delete); order bump and upsell come later. */
export default function MarketingRoute() {
  const coupons = useStoreData({
    load: listCoupons,
    empty: noCoupons,
    errorTitle: 'Erro ao buscar Cupons',
    describeError: (error) => errorMessage(error, 'Falha ao buscar cupons.'),
  });
  const [couponErrors, setCouponErrors] = useState<CouponErrors | undefined>();

  async function save(values: CouponValues, coupon?: Coupon) {
    const storeId = requireStore(coupons.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    setCouponErrors(undefined);
    const payload = { ...values, store_id: storeId };
    try {
      await (coupon ? updateCoupon(coupon.id, payload) : createCoupon(payload));
    } catch (error) {
      const description = errorMessage(error, 'Não foi possível salvar o cupom.');
      toast.error({ title: 'Erro ao salvar', description });
      // A duplicate code (409) or a rejected field (400): also on the field it is about.
      const field =
        error instanceof ApiError && (error.status === 409 || error.status === 400)
          ? fieldOfMessage(description, couponFieldRules)
          : null;
      if (field) setCouponErrors({ [field]: description });
      throw error; // the form keeps what was typed
    }
    toast.success({ title: coupon ? 'Cupom atualizado com sucesso!' : 'Cupom salvo com sucesso!' });
    coupons.reload();
  }

  async function remove(coupon: Coupon) {
    let message: string;
    try {
      ({ message } = await deleteCoupon(coupon.id));
    } catch (error) {
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir o cupom.'),
      });
      throw error; // keeps the confirmation open
    }
    toast.success({ title: message || 'Cupom excluído com sucesso!' });
    coupons.reload();
  }

  return (
    <MarketingScreen
      coupons={coupons.data}
      isLoading={coupons.isLoading}
      error={coupons.error}
      onRetry={coupons.storeId == null ? undefined : coupons.reload}
      onCreateCoupon={(values) => save(values)}
      onUpdateCoupon={(coupon, values) => save(values, coupon)}
      onDeleteCoupon={remove}
      onValidationError={(message) => toast.error({ title: 'Erro de Validação', description: message })}
      couponErrors={couponErrors}
    />
  );
}
