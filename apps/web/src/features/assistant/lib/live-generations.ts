/**
 * Generations whose card arrived in this tab's chat (not from history): their outcome gets a
 * toast even when the job settled before the first look. A card loaded from history that turns
 * out settled already just shows its result.
 */
const live = new Set<string>();

export const markLiveGeneration = (generationId: string) => void live.add(generationId);
export const isLiveGeneration = (generationId: string) => live.has(generationId);
