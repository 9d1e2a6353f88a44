import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as Tabs from './tabs';

function Example() {
  const [tab, setTab] = useState('a');
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label="Vagas">
        <Tabs.Trigger value="a">Todas</Tabs.Trigger>
        <Tabs.Trigger value="b">Minhas</Tabs.Trigger>
        <Tabs.Trigger value="c">Avaliar</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">Painel de todas</Tabs.Content>
      <Tabs.Content value="b">Painel de minhas</Tabs.Content>
      <Tabs.Content value="c">Painel de avaliar</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the selected tab’s panel, labelled by its tab, and switches on a click', async () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Vagas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Todas' })).toHaveTextContent('Painel de todas');
    expect(screen.queryByText('Painel de minhas')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Minhas' }));
    expect(screen.getByRole('tab', { name: 'Minhas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Minhas' })).toHaveTextContent('Painel de minhas');
  });

  it('moves with the arrow keys (wrapping), Home and End, and keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Minhas' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Minhas' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel de minhas');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Avaliar' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel de avaliar');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Avaliar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Avaliar' })).toHaveAttribute('tabindex', '0');
  });
});
