import { useState } from 'react';
import { ListBox, ListBoxItem, Tab, TabList, TabPanel, Tabs, Text } from 'react-aria-components';
import { formatPrice } from '../../lib/format.ts';
import styles from './slot-grid.module.css';
import { firstOpenDay, type SlotDay, type SlotView, slotLabel } from './slot-model.ts';

export interface SlotGridProps {
  days: SlotDay[];
  selectedId: string | null;
  /** Called when a slot is chosen (Enter, Space or a click). */
  onChoose: (slot: SlotView, day: SlotDay) => void;
}

/**
 * The slot planning: one tab per day (Left/Right arrows, Home/End), then the day's slots as a grid
 * list box (arrows between slots, Enter or Space chooses). Full slots are disabled but listed.
 */
export function SlotGrid({ days, selectedId, onChoose }: SlotGridProps) {
  const selectedDay = days.find((day) => day.slots.some((slot) => slot.id === selectedId))?.date;
  const [day, setDay] = useState<string | null>(selectedDay ?? firstOpenDay(days));
  if (!days.length) return <p>Aucun créneau n'est disponible pour ce service.</p>;

  return (
    <Tabs
      selectedKey={day ?? undefined}
      onSelectionChange={(key) => setDay(String(key))}
      className={styles.grid}
      keyboardActivation="automatic"
    >
      <TabList aria-label="Jours de retrait ou de livraison" className={styles.days}>
        {days.map((d) => {
          const open = d.slots.filter((slot) => slot.available).length;
          return (
            <Tab id={d.date} key={d.date} className={styles.day}>
              <span className={styles.dayName}>{d.label}</span>
              <span className={styles.dayInfo}>{open ? `${open} créneaux` : 'Complet'}</span>
            </Tab>
          );
        })}
      </TabList>
      {days.map((d) => (
        <TabPanel id={d.date} key={d.date} className={styles.panel}>
          <ListBox
            aria-label={`Créneaux du ${d.label}`}
            layout="grid"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={selectedId ? [selectedId] : []}
            disabledKeys={d.slots.filter((slot) => !slot.available).map((slot) => slot.id)}
            onSelectionChange={(keys) => {
              const id = keys === 'all' ? null : [...keys][0];
              const slot = d.slots.find((s) => s.id === id);
              if (slot) onChoose(slot, d);
            }}
            className={styles.slots}
            renderEmptyState={() => <p>Aucun créneau ce jour-là.</p>}
          >
            {d.slots.map((slot) => (
              <ListBoxItem
                id={slot.id}
                key={slot.id}
                textValue={slotLabel(slot, formatPrice)}
                className={styles.slot}
              >
                {/* The whole visible text names the option, in reading order (RGAA 6.1.5, WCAG 2.5.3). */}
                <Text slot="label" className={styles.label}>
                  <span className={styles.hours}>
                    {slot.start} – {slot.end}
                  </span>{' '}
                  <span className={styles.details}>
                    <span>{slot.priceCents === 0 ? 'Gratuit' : formatPrice(slot.priceCents)}</span>{' '}
                    <span>
                      {slot.available
                        ? slot.remaining === 1
                          ? '1 place restante'
                          : `${slot.remaining} places`
                        : 'Complet'}
                    </span>
                  </span>
                </Text>
              </ListBoxItem>
            ))}
          </ListBox>
        </TabPanel>
      ))}
    </Tabs>
  );
}
