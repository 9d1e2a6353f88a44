import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

type Props = {
  name: string;
  onNameChange: (name: string) => void;
  position: string;
  onPositionChange: (position: string) => void;
  /** The positions of my whole team, to choose from. */
  positions: string[];
};

/** 'Buscar por nome' and 'Função', side by side from 480 px. */
export function TeamFilters({ name, onNameChange, position, onPositionChange, positions }: Props) {
  return (
    <form
      role="search"
      aria-label="Filtrar equipe"
      className="grid gap-3 min-[480px]:grid-cols-2"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Buscar por nome">
        <Input
          type="search"
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => onNameChange(event.currentTarget.value)}
        />
      </Field>
      <Field label="Função">
        <NativeSelect value={position} onChange={(event) => onPositionChange(event.currentTarget.value)}>
          <option value="">Todas as funções</option>
          {positions.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </form>
  );
}
