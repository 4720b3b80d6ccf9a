import {
  centsToInput,
  MAX_IMAGE_BYTES,
  type PackageSide,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_TYPE_OPTIONS,
  type Product,
  type ProductStatus,
  type ProductType,
  packageWeightGrams,
  parsePackageSide,
  parsePackageWeight,
  productFormFields,
  productType as productTypeSchema,
  type WeightUnit,
} from '@pagora/contract';
import { ArrowLeft, Check, Copy, ImageUp, PackageX, RefreshCw, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { FilePicker } from '../../components/FilePicker/FilePicker.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { fieldMessages, schemaCheck } from '../private/fieldMessages.ts';
import { ProductPhoto } from '../private/ProductPhoto.tsx';
import * as styles from './ProductFormScreen.css.ts';

/** What the form hands over: the text fields as typed (price "49,90") and the chosen photo, if any. */
export interface ProductFormValues {
  title: string;
  description: string;
  /** The price as the merchant typed it, e.g. "49,90" (the server turns it into cents). */
  price: string;
  productType: ProductType;
  status: ProductStatus;
  /** A new photo (png, jpeg or webp up to MAX_IMAGE_BYTES); null keeps the current one. */
  image: File | null;
  /** For freight quotes, as typed; empty means not set. The weight is in `weight_unit`. */
  weight: string;
  weight_unit: WeightUnit;
  /** Whole centimetres. */
  height: string;
  width: string;
  length: string;
}

/** Messages the server tied to a field, shown on that field until it is edited. */
export type ProductFieldErrors = Partial<
  Record<
    'title' | 'description' | 'price' | 'productType' | 'image' | 'weight' | 'height' | 'width' | 'length',
    string
  >
>;

export interface ProductFormScreenProps {
  /** 'create' for /produtos/novo, 'edit' for /produtos/editar/{id}. */
  mode: 'create' | 'edit';
  /** The product being edited (`GET /api/products/{id}`); null until loaded. Ignored in create mode. */
  product?: Product | null;
  /** Edit mode: the product is loading. */
  isLoading?: boolean;
  /** Edit mode: the product could not be loaded (shown as 'Produto não encontrado.' with this detail). */
  loadError?: string | null;
  /** 'Tentar novamente' when loading failed. */
  onRetry?: () => void;
  /** Why the last save failed, shown above the form. */
  errorMessage?: string | null;
  /** The last save's errors by field. */
  fieldErrors?: ProductFieldErrors;
  /** Save ('Salvar Produto' / 'Atualizar'); the buttons show pending until the promise settles. */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  /** The checkout link was copied to the clipboard (edit mode). */
  onCopyLink?: (url: string) => void;
}

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

const WEIGHT_UNIT_ITEMS = [
  { id: 'g', label: 'g' },
  { id: 'kg', label: 'kg' },
];

type PackageDraft = Pick<ProductFormValues, 'weight' | 'weight_unit' | 'height' | 'width' | 'length'>;

/** The form's weight and sizes from the stored product (the weight in grams). */
function packageDraft(product: Product | null): PackageDraft {
  const stored = product?.package;
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    weight: text(stored?.weight_grams),
    weight_unit: 'g',
    height: text(stored?.height_cm),
    width: text(stored?.width_cm),
    length: text(stored?.length_cm),
  };
}

/** The contract's rules for the weight as typed, in the browser (the server checks them again). */
function weightProblem(value: string, unit: WeightUnit): string | null {
  const parsed = parsePackageWeight(value);
  if (!parsed.ok) return parsed.message;
  const grams = packageWeightGrams(parsed.value, unit);
  return grams.ok ? null : grams.message;
}

const sideProblem = (side: PackageSide) => (value: string) => {
  const parsed = parsePackageSide(side, value);
  return parsed.ok ? null : parsed.message;
};

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;
const IMAGE_TYPES: readonly string[] = PRODUCT_IMAGE_TYPES;

const titleMessages = fieldMessages({ valueMissing: 'Informe o título do produto.' });
const descriptionMessages = fieldMessages({ valueMissing: 'Informe a descrição do produto.' });
const priceMessages = fieldMessages({ valueMissing: 'Informe o preço do produto.' });
const validateTitle = schemaCheck(productFormFields.shape.title);
const validateDescription = schemaCheck(productFormFields.shape.description);
const validatePrice = schemaCheck(productFormFields.shape.price);

/** The reason a chosen file cannot be the product's photo, or null when it can. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Escolha uma imagem PNG, JPEG ou WebP.';
  if (file.size > MAX_IMAGE_BYTES) return `A imagem deve ter no máximo ${MAX_IMAGE_MB} MB.`;
  if (file.size === 0) return 'O arquivo escolhido está vazio.';
  return null;
}

/** /produtos/novo and /produtos/editar/{id}: the product's fields, photo, price, status (and, editing, its checkout link). */
export function ProductFormScreen(props: ProductFormScreenProps) {
  const { mode, product, isLoading = false, loadError, onRetry } = props;
  const isEdit = mode === 'edit';

  let content: ReactNode;
  if (isEdit && isLoading) {
    content = (
      <Card>
        <div className={styles.loading}>
          <Spinner size="large" label="Carregando produto…" />
        </div>
      </Card>
    );
  } else if (isEdit && (loadError || !product)) {
    content = (
      <Card>
        <EmptyState
          icon={<PackageX aria-hidden />}
          title={PRODUCT_NOT_FOUND}
          description={
            loadError && loadError !== PRODUCT_NOT_FOUND
              ? loadError
              : 'Ele pode ter sido excluído ou pertencer a outra loja.'
          }
          action={
            <Stack gap="small" alignItems="center">
              <LinkButton href="/produtos" variant="secondary">
                <ArrowLeft size={16} aria-hidden />
                Voltar
              </LinkButton>
              {onRetry && (
                <Button variant="ghost" onPress={onRetry}>
                  <RefreshCw size={16} aria-hidden />
                  Tentar novamente
                </Button>
              )}
            </Stack>
          }
        />
      </Card>
    );
  } else {
    content = (
      <ProductForm key={isEdit ? product?.id : 'novo'} {...props} product={isEdit ? product : null} />
    );
  }

  return (
    <Stack gap="xlarge">
      <PageHeader
        title={isEdit ? 'Editar Produto' : 'Criar Produto'}
        description={
          isEdit
            ? 'Altere os dados, a foto e o preço do produto e copie o link do checkout.'
            : 'Cadastre um novo produto na sua loja.'
        }
      />
      {content}
    </Stack>
  );
}

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}

function ProductForm({
  mode,
  product,
  errorMessage,
  fieldErrors,
  onSubmit,
  onCopyLink,
}: ProductFormScreenProps) {
  const isEdit = mode === 'edit';
  const [title, setTitle] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product ? centsToInput(product.price_cents) : '');
  const [productType, setProductType] = useState<ProductType>(product?.product_type ?? 'physical');
  const [status, setStatus] = useState<ProductStatus>(product?.status ?? 'active');
  const [image, setImage] = useState<File | null>(null);
  const [pack, setPack] = useState(() => packageDraft(product ?? null));
  const setPackField = (key: keyof PackageDraft) => (value: string) =>
    setPack((current) => ({ ...current, [key]: value }));
  const [imageError, setImageError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  // A new save result replaces the photo's message (the other fields show theirs through the Form).
  useEffect(() => setImageError(fieldErrors?.image ?? null), [fieldErrors]);

  const selectImage = (file: File) => {
    const problem = imageProblem(file);
    setImageError(problem);
    if (!problem) setImage(file);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setPending(true);
    const values: ProductFormValues = {
      title: title.trim(),
      description: description.trim(),
      price: price.trim(),
      productType,
      status,
      image,
      ...pack,
    };
    onSubmit(values).then(
      () => setPending(false),
      () => setPending(false),
    );
  };

  // A new object only when the errors change: the Form shows them again whenever it gets a new one.
  const validationErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(fieldErrors ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    [fieldErrors],
  );

  return (
    <Form
      onSubmit={submit}
      validationErrors={validationErrors}
      aria-label={isEdit ? 'Editar produto' : 'Criar produto'}
    >
      {errorMessage && (
        <Alert tone="danger" title={isEdit ? 'Erro ao atualizar produto' : 'Erro ao criar produto'}>
          {errorMessage}
        </Alert>
      )}
      <div className={styles.layout}>
        <div className={styles.column}>
          <Card as="section" aria-label="Dados do produto">
            <CardHeader title="Dados do produto" description="O que o cliente vê no checkout." />
            <div className={styles.fields}>
              <TextField
                label="Título"
                name="title"
                placeholder="Ex.: Camiseta Básica Preta"
                maxLength={120}
                isRequired
                value={title}
                onChange={setTitle}
                validate={validateTitle}
                errorMessage={titleMessages}
                isReadOnly={isPending}
              />
              <TextField
                label="Descrição"
                name="description"
                multiline
                rows={5}
                placeholder="Conte o que o produto é, do que é feito e o que acompanha."
                maxLength={5000}
                isRequired
                value={description}
                onChange={setDescription}
                validate={validateDescription}
                errorMessage={descriptionMessages}
                isReadOnly={isPending}
              />
              <div className={styles.pair}>
                <Select
                  label="Tipo de Produto"
                  name="productType"
                  items={PRODUCT_TYPE_OPTIONS}
                  selectedKey={productType}
                  onSelectionChange={(key) => {
                    const parsed = productTypeSchema.safeParse(key);
                    if (parsed.success) setProductType(parsed.data);
                  }}
                  isDisabled={isPending}
                />
                <TextField
                  label="Preço"
                  name="price"
                  prefix="R$"
                  inputMode="decimal"
                  placeholder="0,00"
                  description="Use vírgula nos centavos, por exemplo 49,90."
                  isRequired
                  value={price}
                  onChange={setPrice}
                  validate={validatePrice}
                  errorMessage={priceMessages}
                  isReadOnly={isPending}
                />
              </div>
              <Switch
                name="status"
                isSelected={status === 'active'}
                onChange={(selected) => setStatus(selected ? 'active' : 'inactive')}
                description="Só produtos ativos ficam disponíveis para venda."
                isReadOnly={isPending}
              >
                Produto ativo
              </Switch>
            </div>
          </Card>
          {productType === 'physical' && (
            <Card as="section" aria-labelledby="produto-frete-titulo">
              <CardHeader
                id="produto-frete-titulo"
                title="Peso e dimensões"
                description="Opcionais. Usados nas cotações do Melhor Envio; sem eles, a cotação usa 300 g e 16 × 11 × 2 cm."
              />
              <div className={styles.fields}>
                <div className={styles.pair}>
                  <TextField
                    label="Peso"
                    name="weight"
                    inputMode="decimal"
                    placeholder={pack.weight_unit === 'kg' ? 'Ex.: 1,5' : 'Ex.: 300'}
                    value={pack.weight}
                    onChange={setPackField('weight')}
                    validate={(value) => weightProblem(value, pack.weight_unit)}
                    isReadOnly={isPending}
                  />
                  <SegmentedControl
                    label="Unidade do peso"
                    items={WEIGHT_UNIT_ITEMS}
                    selectedKey={pack.weight_unit}
                    onSelectionChange={(key) => setPackField('weight_unit')(key === 'kg' ? 'kg' : 'g')}
                    isDisabled={isPending}
                  />
                </div>
                <div className={styles.sizes}>
                  <TextField
                    label="Altura (cm)"
                    name="height"
                    inputMode="numeric"
                    value={pack.height}
                    onChange={setPackField('height')}
                    validate={sideProblem('height')}
                    isReadOnly={isPending}
                  />
                  <TextField
                    label="Largura (cm)"
                    name="width"
                    inputMode="numeric"
                    value={pack.width}
                    onChange={setPackField('width')}
                    validate={sideProblem('width')}
                    isReadOnly={isPending}
                  />
                  <TextField
                    label="Comprimento (cm)"
                    name="length"
                    inputMode="numeric"
                    value={pack.length}
                    onChange={setPackField('length')}
                    validate={sideProblem('length')}
                    isReadOnly={isPending}
                  />
                </div>
              </div>
            </Card>
          )}
          {isEdit && product && <CheckoutLinkCard url={product.checkout_url} onCopyLink={onCopyLink} />}
        </div>
        <div className={styles.column}>
          <ImageCard
            currentUrl={product?.image_url ?? null}
            productName={product?.name ?? title}
            image={image}
            error={imageError}
            onSelect={selectImage}
            onClear={() => {
              setImage(null);
              setImageError(null);
            }}
            isDisabled={isPending}
          />
        </div>
      </div>
      <div className={styles.footer}>
        <LinkButton href="/produtos" variant="secondary" isDisabled={isPending}>
          {isEdit ? 'Voltar' : 'Cancelar'}
        </LinkButton>
        <Button type="submit" isPending={isPending}>
          {isEdit ? 'Atualizar' : 'Salvar Produto'}
        </Button>
      </div>
    </Form>
  );
}

interface ImageCardProps {
  /** The saved photo (edit mode), or null. */
  currentUrl: string | null;
  productName: string;
  /** The newly chosen file, or null. */
  image: File | null;
  error: string | null;
  onSelect: (file: File) => void;
  onClear: () => void;
  isDisabled: boolean;
}

function ImageCard({ currentUrl, productName, image, error, onSelect, onClear, isDisabled }: ImageCardProps) {
  const headingId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // The chosen file's preview lives as long as the choice; its object URL is released after.
  useEffect(() => {
    if (!image) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const hasPhoto = Boolean(image || currentUrl);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader id={headingId} title="Imagem" description={`PNG, JPEG ou WebP, até ${MAX_IMAGE_MB} MB.`} />
      <div className={styles.imageBody}>
        {image ? (
          <ProductPhoto src={previewUrl} alt="Prévia da nova imagem" size="preview" />
        ) : (
          <ProductPhoto
            src={currentUrl}
            alt={productName ? `Imagem atual de ${productName}` : 'Imagem atual'}
            placeholderLabel="Nenhuma imagem escolhida"
            size="preview"
          />
        )}
        {image && (
          <div className={styles.imageMeta}>
            <span className={styles.fileName}>
              {image.name} · {fileSize(image.size)}
            </span>
            <Button variant="ghost" size="small" onPress={onClear} isDisabled={isDisabled}>
              <X size={14} aria-hidden />
              Remover
            </Button>
          </div>
        )}
        <FilePicker
          accept={[...PRODUCT_IMAGE_TYPES]}
          onSelect={onSelect}
          isDisabled={isDisabled}
          fullWidth
          icon={<ImageUp size={16} aria-hidden />}
        >
          {hasPhoto ? 'Trocar imagem' : 'Escolher imagem'}
        </FilePicker>
        {image && currentUrl && (
          <Text size="xsmall" tone="muted">
            A nova imagem substitui a atual quando você salvar.
          </Text>
        )}
        {error && (
          <p role="alert" className={styles.inlineError}>
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}

function CheckoutLinkCard({ url, onCopyLink }: { url: string; onCopyLink?: (url: string) => void }) {
  const [copied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyError(null);
      setCopied(true);
      onCopyLink?.(url);
    } catch {
      setCopyError('Não foi possível copiar. Selecione o link e copie manualmente.');
    }
  };

  return (
    <Card as="section" aria-label="Checkout">
      <CardHeader
        title="Checkout"
        description="Envie este link aos seus clientes para que comprem o produto."
      />
      <div className={styles.linkRow}>
        <TextField
          label="Link do checkout"
          value={url}
          isReadOnly
          className={styles.linkInput}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
        />
        <Button variant="secondary" onPress={copy}>
          {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
          Copiar link
        </Button>
      </div>
      {copyError && (
        <p role="alert" className={styles.inlineError}>
          {copyError}
        </p>
      )}
    </Card>
  );
}
