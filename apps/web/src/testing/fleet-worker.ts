import type { VehicleLayerColors } from '@/features/live-view/components/map/fleet-paint';
import type {
  FleetPageMessage,
  FleetWorkerMessage,
  FleetWorkerPort,
} from '@/features/live-view/components/map/offscreen-protocol';

/** The fleet layers' colours as the tests give them (the page reads them from its CSS). */
export const TEST_FLEET_COLORS: VehicleLayerColors = {
  status: ['green', 'orange', 'blue', 'gray'],
  outline: 'white',
  selected: 'navy',
  labelBackground: 'black',
  labelText: 'white',
};

/** The offscreen layer's worker, faked: it keeps what the page posts and answers as told. */
export class FakeFleetWorker implements FleetWorkerPort {
  readonly posted: { message: FleetPageMessage; transfer: Transferable[] }[] = [];
  onmessage: ((event: MessageEvent<FleetWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  postMessage(message: FleetPageMessage, transfer: Transferable[]): void {
    this.posted.push({ message, transfer });
  }
  terminate(): void {
    this.terminated = true;
  }
  /** The worker answers. */
  answer(message: FleetWorkerMessage): void {
    this.onmessage?.({ data: message } as MessageEvent<FleetWorkerMessage>);
  }
  /** The messages of one type the page posted, in order. */
  of<T extends FleetPageMessage['type']>(type: T): Extract<FleetPageMessage, { type: T }>[] {
    return this.posted
      .map((each) => each.message)
      .filter(
        (message): message is Extract<FleetPageMessage, { type: T }> => message.type === type,
      );
  }
}
