import { Switch } from '../../components/Switch/Switch.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, withGroup } from './sections.ts';

/** Carrinho: what the order summary shows about the product. */
export function CartSection({ settings, onChange, isDisabled }: BuilderSectionProps) {
  const { cart } = settings;
  const set = (values: Partial<typeof cart>) => onChange(withGroup(settings, 'cart', values));
  return (
    <div className={styles.fields}>
      <Switch
        isSelected={cart.show_product_image}
        onChange={(show_product_image) => set({ show_product_image })}
        isDisabled={isDisabled}
      >
        Mostrar a imagem do produto
      </Switch>
      <Switch
        isSelected={cart.show_product_description}
        onChange={(show_product_description) => set({ show_product_description })}
        description="A descrição aparece sob o nome do produto, no resumo do pedido."
        isDisabled={isDisabled}
      >
        Mostrar a descrição do produto
      </Switch>
    </div>
  );
}
