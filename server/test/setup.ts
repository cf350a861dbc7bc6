import 'reflect-metadata';
import { afterAll } from 'vitest';
import { runFileCleanups } from './file-cleanup.js';

afterAll(runFileCleanups);
