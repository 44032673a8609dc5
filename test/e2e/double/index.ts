export * from '../../../src/double';
