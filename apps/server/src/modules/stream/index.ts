export { StreamHub, type StreamClient } from './hub';
export { CHANNELS, type Channel, HEARTBEAT_MS, MAX_CLIENT_MESSAGE_BYTES } from './protocol';
export { startReplicaStream } from './replica';
