public class Main {
    public static void main(String[] args) {
        int[] prices = {120, 250, 80};
        int total = 0;
        for (int i = 0; i <= prices.length; i++) {
            System.out.println(prices[i]);
            total += prices[i];
        }
        System.out.println("Total: " + total);
    }
}
