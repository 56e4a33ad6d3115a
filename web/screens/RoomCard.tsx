import type { ReactNode } from 'react';
import { formatMoney } from '../plain/format.ts';
import type { Room } from '../plain/types.ts';
import { bedsLeftText, cardTexts, outOfServiceText } from '../plain/roomText.ts';

/**
 * One room: number, semester, type, and the fields shared/roomFields.ts puts on the card around its
 * price. `yourBed` is the reader's own bed in it ("Your bed: approved"): it stands for the beds
 * left and the room's status, which speak of the room as a whole rather than of the reader.
 */
export function RoomCard({ room, semester, action, yourBed }: { room: Room; semester?: string; action?: ReactNode; yourBed?: string }) {
  const full = room.beds_left <= 0;
  return (
    <article className="card room" aria-label={`Room ${room.room_number}`}>
      <div className="room-body">
        <div className="room-top">
          <h2>Room {room.room_number}</h2>
          {yourBed ? (
            <span className="chip free">{yourBed}</span>
          ) : (
            <span className={full ? 'chip full' : 'chip free'}>{bedsLeftText(room)}</span>
          )}
        </div>
        {semester && <p className="overline">{semester}</p>}
        <p className="text-2 small">{[room.room_type, ...cardTexts(room, 'about')].join(' · ')}</p>
        {room.out_of_service_reason && <span className="chip warning">{outOfServiceText(room)}</span>}
        <p className="small">{cardTexts(room, 'beds', yourBed ? ['room_status'] : []).join(' · ')}</p>
        <p className="price">
          {formatMoney(room.price_per_bed)} <span className="text-2 small">per bed</span>
        </p>
        {cardTexts(room, 'note').map((note) => (
          <p key={note} className="text-2 small description">
            {note}
          </p>
        ))}
      </div>
      {action && <div className="room-actions">{action}</div>}
    </article>
  );
}

export const RoomGrid = ({ children }: { children: ReactNode }) => <div className="room-grid">{children}</div>;
