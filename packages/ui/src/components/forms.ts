// Form controls, content and feedback primitives.
export { Alert, type AlertProps } from './Alert/Alert.tsx';
export { Avatar, type AvatarProps } from './Avatar/Avatar.tsx';
export { Badge, type BadgeProps } from './Badge/Badge.tsx';
export { Card, CardHeader, type CardHeaderProps, type CardProps } from './Card/Card.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker.tsx';
export { Description, FieldError, type FieldProps, Label } from './Field/Field.tsx';
export { FilePicker, type FilePickerProps } from './FilePicker/FilePicker.tsx';
export { Form, type FormProps } from './Form/Form.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField.tsx';
export {
  SegmentedControl,
  type SegmentedControlItem,
  type SegmentedControlProps,
} from './SegmentedControl/SegmentedControl.tsx';
export { Select, type SelectItem, type SelectProps } from './Select/Select.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { Switch, type SwitchProps } from './Switch/Switch.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export { TextLink, type TextLinkProps } from './TextLink/TextLink.tsx';
