import { type SocialProof, socialProofFields } from '@pagora/contract';
import { ImageUp, MessageSquarePlus, Save, Trash2, UserRound, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { FilePicker } from '../../components/FilePicker/FilePicker.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatCount } from '../../format.ts';
import { fieldMessages, schemaCheck } from '../private/fieldMessages.ts';
import * as styles from './CheckoutSocialProofs.css.ts';
import {
  PHOTO_HINT,
  photoProblem,
  SOCIAL_PROOF_PHOTO_TYPES,
  type SocialProofErrors,
  type SocialProofValues,
  TESTIMONIAL_MAX_LENGTH,
} from './socialProofs.ts';

export interface SocialProofFormProps {
  /** The testimonial being edited (edit mode), or null to create one. */
  proof: SocialProof | null;
  /**
   * 'Salvar Prova Social' / 'Salvar Alterações' with valid fields. Resolve on success (a new
   * testimonial's form empties), reject on failure (the form keeps what was typed).
   */
  onSubmit: (values: SocialProofValues) => Promise<unknown>;
  /** 'Cancelar Edição': back to create mode. */
  onCancelEdit: () => void;
  /** Errors from the server per field, e.g. `{ photo: 'A imagem deve ter no máximo 2 MB.' }`. */
  validationErrors?: SocialProofErrors;
}

const nameMessages = fieldMessages({ valueMissing: 'Informe o nome da pessoa.' });
const textMessages = fieldMessages({ valueMissing: 'Escreva o depoimento.' });
const checkName = schemaCheck(socialProofFields.shape.name);
const checkText = schemaCheck(socialProofFields.shape.text);

/** Create or edit a testimonial shown on the checkout: the person's name, the text, a photo and its status. */
export function SocialProofForm({ proof, onSubmit, onCancelEdit, validationErrors }: SocialProofFormProps) {
  const isEditing = proof !== null;
  const headingId = useId();
  const [name, setName] = useState(proof?.name ?? '');
  const [text, setText] = useState(proof?.text ?? '');
  const [active, setActive] = useState(proof?.is_active ?? true);
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  // A new key after a testimonial is created clears the fields' validation along with their values.
  const [formKey, setFormKey] = useState(0);

  // The server's message about the photo shows under it (the other fields show theirs through the Form).
  useEffect(() => setPhotoError(validationErrors?.photo ?? null), [validationErrors]);

  // The chosen file's preview lives as long as the choice; its object URL is released after.
  useEffect(() => {
    if (!photo) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  // Editing starts at the name. No scrolling here: the page brings the form into view.
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (proof) fieldsRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [proof]);

  const currentUrl = proof?.photo_url && !removePhoto ? proof.photo_url : null;
  const shownUrl = photo ? previewUrl : currentUrl;

  const choosePhoto = (file: File) => {
    const problem = photoProblem(file);
    setPhotoError(problem);
    if (problem) return;
    setPhoto(file);
    setRemovePhoto(false);
  };

  const dropPhoto = () => {
    setPhotoError(null);
    if (photo) setPhoto(null);
    else setRemovePhoto(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const values: SocialProofValues = {
      name: name.trim(),
      text: text.trim(),
      active,
      photo,
      removePhoto: !photo && removePhoto,
    };
    setPending(true);
    onSubmit(values).then(
      () => {
        setPending(false);
        if (!isEditing) {
          setName('');
          setText('');
          setActive(true);
          setPhoto(null);
          setRemovePhoto(false);
          setFormKey((key) => key + 1);
        }
      },
      () => setPending(false),
    );
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        title={isEditing ? 'Editar prova social' : 'Nova prova social'}
        description={
          isEditing
            ? 'Altere o depoimento e salve. O checkout passa a mostrar a nova versão.'
            : 'Depoimentos de clientes exibidos no checkout para passar confiança a quem compra.'
        }
        action={
          isEditing && (
            <Badge tone="info" className={styles.editingBadge}>
              Editando {proof.name}
            </Badge>
          )
        }
      />
      <Form key={formKey} onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
        <div className={styles.formBody}>
          <div className={styles.photo}>
            {shownUrl || name.trim() ? (
              <Avatar src={shownUrl} name={name.trim() || 'Foto escolhida'} size="large" />
            ) : (
              <span role="img" aria-label="Sem foto" className={styles.noPhoto}>
                <UserRound aria-hidden />
              </span>
            )}
            <p className={styles.photoLabel}>Foto</p>
            <p className={styles.photoHint}>Opcional. {PHOTO_HINT}</p>
            {photo && <p className={styles.fileName}>{photo.name}</p>}
            <div className={styles.photoButtons}>
              <FilePicker
                accept={SOCIAL_PROOF_PHOTO_TYPES}
                onSelect={choosePhoto}
                isDisabled={isPending}
                size="small"
                fullWidth
                icon={<ImageUp size={16} aria-hidden />}
              >
                {shownUrl ? 'Trocar foto' : 'Escolher foto'}
              </FilePicker>
              {shownUrl && (
                <Button variant="ghost" size="small" fullWidth onPress={dropPhoto} isDisabled={isPending}>
                  <Trash2 size={14} aria-hidden />
                  Remover foto
                </Button>
              )}
            </div>
            {photoError && (
              <p role="alert" className={styles.photoError}>
                {photoError}
              </p>
            )}
          </div>
          <div ref={fieldsRef} className={styles.fields}>
            <TextField
              label="Nome da pessoa"
              name="name"
              placeholder="Ex.: Ana Souza"
              value={name}
              onChange={setName}
              isRequired
              validate={checkName}
              errorMessage={nameMessages}
              autoComplete="off"
            />
            <TextField
              label="Depoimento"
              name="text"
              multiline
              rows={4}
              placeholder="Ex.: Chegou rápido e a qualidade é ótima. Recomendo!"
              description={`${formatCount(text.length)}/${formatCount(TESTIMONIAL_MAX_LENGTH)} caracteres`}
              value={text}
              onChange={setText}
              isRequired
              validate={checkText}
              errorMessage={textMessages}
            />
            <Switch
              isSelected={active}
              onChange={setActive}
              description="Só as provas sociais ativas aparecem no checkout."
            >
              Ativo
            </Switch>
          </div>
        </div>
        <div className={styles.formActions}>
          <Button type="submit" isPending={isPending}>
            {!isPending &&
              (isEditing ? <Save size={16} aria-hidden /> : <MessageSquarePlus size={16} aria-hidden />)}
            {isEditing ? 'Salvar Alterações' : 'Salvar Prova Social'}
          </Button>
          {isEditing && (
            <Button variant="secondary" onPress={onCancelEdit} isDisabled={isPending}>
              <X size={16} aria-hidden />
              Cancelar Edição
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}
