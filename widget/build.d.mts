export declare const WIDGET_BUNDLE: string;
export declare function widgetIsStale(): boolean;
export declare function buildWidget(opts?: { force?: boolean; quiet?: boolean }): boolean;
