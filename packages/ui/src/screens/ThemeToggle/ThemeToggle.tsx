import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '../../components/Button/Button.tsx';
import { Menu, MenuItem } from '../../components/Menu/Menu.tsx';
import type { ThemePreference } from '../../themes/index.ts';

export interface ThemeToggleProps {
  /** The preference in force. */
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
}

const options = [
  { id: 'light', label: 'Claro', icon: Sun },
  { id: 'dark', label: 'Escuro', icon: Moon },
  { id: 'system', label: 'Sistema', icon: Monitor },
] as const satisfies readonly { id: ThemePreference; label: string; icon: unknown }[];

const labels: Record<ThemePreference, string> = { light: 'Claro', dark: 'Escuro', system: 'Sistema' };

/** The header's theme menu: Claro, Escuro or Sistema (follows the device); the icon shows the choice. */
export function ThemeToggle({ value, onChange }: ThemeToggleProps) {
  const Current = options.find((option) => option.id === value)?.icon ?? Moon;
  return (
    <Menu
      aria-label="Tema"
      selectionMode="single"
      selectedKeys={[value]}
      disallowEmptySelection
      onSelectionChange={(keys) => {
        const [key] = keys === 'all' ? [] : [...keys];
        if (key === 'light' || key === 'dark' || key === 'system') onChange(key);
      }}
      trigger={
        <Button variant="ghost" iconOnly aria-label={`Tema: ${labels[value]}`}>
          <Current size={18} aria-hidden />
        </Button>
      }
    >
      {options.map(({ id, label, icon: Icon }) => (
        <MenuItem key={id} id={id} icon={<Icon size={16} aria-hidden />}>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
