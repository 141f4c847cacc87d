import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The store's dispatch as features and the shell see it: plain actions and thunks. The state is
 * left open (`never`) so a thunk typed on the slices it reads fits; app/store composes the state.
 */
export type AppDispatch = ThunkDispatch<never, unknown, UnknownAction>;

/** `useDispatch` typed for plain actions and thunks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** `useSelector`: each selector states the part of the state it reads (features never see the root). */
export const useAppSelector = useSelector;
